import { useMemo } from 'react';

import qrcode from 'qrcode-generator';

/** ISO/IEC 18004 asks for a light margin of four modules around the symbol. */
const QUIET_ZONE = 4;

interface QrSymbol {
  size: number;
  /** One square per dark module, as an SVG path. */
  path: string;
}

function qrSymbol(value: string): QrSymbol {
  // Type 0: the smallest symbol that holds the value; level M: 15 % of it may be unreadable.
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: squares.join('') };
}

/**
 * `value` as a QR code: an SVG image with an accessible name. Dark on white in every visual mode,
 * as scanners expect.
 */
export function QrCode({
  value,
  label,
  pixels = 200,
}: {
  value: string;
  label: string;
  pixels?: number;
}) {
  const { size, path } = useMemo(() => qrSymbol(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
