import { PDFDocument, PDFName } from 'pdf-lib';

/** A fillable form as the branch makes it: a text field per string value, a check box per boolean (ticked if true). */
export async function branchForm(values: Record<string, string | boolean>, options: { encrypt?: boolean } = {}) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const form = doc.getForm();
  let y = 800;
  for (const [name, value] of Object.entries(values)) {
    const rect = {
      x: 40 + (y < 40 ? 300 : 0),
      y: y < 40 ? y + 760 : y,
      width: typeof value === 'string' ? 200 : 10,
      height: 10,
    };
    if (typeof value === 'string') {
      const field = form.createTextField(name);
      field.setText(value);
      field.addToPage(page, rect);
    } else {
      const field = form.createCheckBox(name);
      field.addToPage(page, rect);
      if (value) field.check();
    }
    y -= 11;
  }
  if (options.encrypt) doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: PDFName.of('Standard'), V: 1 });
  return doc.save();
}
