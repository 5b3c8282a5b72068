import { useEffect, useRef, useState } from 'react';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';

/**
 * The full address as a QR code. The `qrcode` library is fetched when the code is first drawn,
 * so it never weighs on the home screen (or on the deposit screen before an address is shown).
 */
export function AddressQr({ address, label }: { address: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qr) => {
      if (!current || !canvas.current) return;
      await qr.toCanvas(canvas.current, address, { width: 200, margin: 1, errorCorrectionLevel: 'M' });
      if (current) setDrawn(address);
    });
    return () => {
      current = false;
    };
  }, [address]);
  return (
    <div className="tw-qr" data-testid="deposit-qr" data-address={drawn ?? ''}>
      <canvas ref={canvas} role="img" aria-label={label} hidden={drawn !== address} />
      {drawn !== address && <Loading type="spinner" />}
    </div>
  );
}
