import { useEffect, useState } from 'react';

/** A link as a QR code to scan from a phone (the `qrcode` package is loaded only when one is shown). */
export function LinkQr({ url, alt }: { url: string; alt: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 220 }))
      .then((data) => isCurrent && setImage(data));
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return image ? <img src={image} width={220} height={220} alt={alt} className="rounded-lg bg-white p-1" /> : null;
}
