/** Hand-made PDFs for tests of PDF handling (no PDF writer needed). */

/** A one-page PDF (200 × 100 pt, empty), optionally locked with a user password nobody gave (standard security, RC4). */
export function tinyPdf(locked: boolean): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  const hex = (bytes: number) => `<${'ab'.repeat(bytes)}>`;
  if (locked) objects.push(`<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${hex(32)} /U ${hex(32)} /P -4 >>`);
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  const lock = locked ? ` /Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}]` : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${lock} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
