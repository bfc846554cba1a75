import hotToast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { leavePage, loadedToastModule, subscribeToastModule, toast } from './toast';

describe('toast (react-hot-toast loaded on first use)', () => {
  it('queues calls until the module arrives, keeping their ids, then calls it directly', async () => {
    const loading = vi.spyOn(hotToast, 'loading');
    const success = vi.spyOn(hotToast, 'success');
    const loaded = new Promise<void>((resolve) => subscribeToastModule(resolve));
    toast.dismiss(); // nothing shown yet: does not load anything
    expect(loadedToastModule()).toBeUndefined();

    const id = toast.loading('A gravar…');
    toast.success('Gravado', { id });
    expect(loading).not.toHaveBeenCalled();
    await loaded;
    expect(loadedToastModule()?.Toaster).toBeTypeOf('function');
    expect(loading).toHaveBeenCalledWith('A gravar…', { id });
    expect(success).toHaveBeenCalledWith('Gravado', { id });

    const direct = toast.error('Falhou');
    expect(direct).not.toMatch(/^queued-/);
  });
});

describe('toasts of a page (leavePage)', () => {
  it('takes away the toasts of the page left, keeps the one announcing the new page until the next change', async () => {
    const remove = vi.spyOn(hotToast, 'remove');
    const stale = toast.success('Guardado', { id: 'stale' });
    const announcing = toast.success('Sessão iniciada com sucesso!', { id: 'announcing', acrossNavigation: true });
    leavePage();
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(stale));
    expect(remove).not.toHaveBeenCalledWith(announcing);
    leavePage();
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(announcing));
    expect(hotToast.success).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ acrossNavigation: true }),
    );
  });
});
