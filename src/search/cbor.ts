// The part of CBOR (RFC 8949) that Pagefind's index files use: integers, text strings and
// definite-length arrays, each in its shortest form (as Pagefind's encoder writes them), so a
// decoded file encodes back to the same bytes. Anything else is refused rather than guessed at.

export type CborValue = number | string | CborValue[];

const MAJOR_UNSIGNED = 0;
const MAJOR_NEGATIVE = 1;
const MAJOR_TEXT = 3;
const MAJOR_ARRAY = 4;

export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;

  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4 }[info];
    if (size === undefined) throw new Error(`CBOR: unsupported length encoding ${info} at byte ${offset - 1}`);
    if (offset + size > bytes.length) throw new Error('CBOR: truncated');
    const value = size === 1 ? view.getUint8(offset) : size === 2 ? view.getUint16(offset) : view.getUint32(offset);
    offset += size;
    return value;
  };

  const item = (): CborValue => {
    if (offset >= bytes.length) throw new Error('CBOR: truncated');
    const initial = bytes[offset++];
    const major = initial >> 5;
    const value = argument(initial & 31);
    switch (major) {
      case MAJOR_UNSIGNED:
        return value;
      case MAJOR_NEGATIVE:
        return -1 - value;
      case MAJOR_TEXT: {
        if (offset + value > bytes.length) throw new Error('CBOR: truncated');
        const decoded = text.decode(bytes.subarray(offset, offset + value));
        offset += value;
        return decoded;
      }
      case MAJOR_ARRAY:
        return Array.from({ length: value }, item);
      default:
        throw new Error(`CBOR: unsupported major type ${major} at byte ${offset - 1}`);
    }
  };

  const decoded = item();
  if (offset !== bytes.length) throw new Error(`CBOR: ${bytes.length - offset} bytes after the value`);
  return decoded;
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const head = (major: number, argument: number) => {
    if (!Number.isInteger(argument) || argument < 0 || argument >= 2 ** 32) {
      throw new Error(`CBOR: ${argument} is out of the supported range`);
    }
    if (argument < 24) out.push((major << 5) | argument);
    else if (argument < 2 ** 8) out.push((major << 5) | 24, argument);
    else if (argument < 2 ** 16) out.push((major << 5) | 25, argument >> 8, argument & 0xff);
    else
      out.push((major << 5) | 26, argument >>> 24, (argument >>> 16) & 0xff, (argument >>> 8) & 0xff, argument & 0xff);
  };
  const encoder = new TextEncoder();
  const item = (current: CborValue) => {
    if (typeof current === 'number') {
      if (current >= 0) head(MAJOR_UNSIGNED, current);
      else head(MAJOR_NEGATIVE, -1 - current);
    } else if (typeof current === 'string') {
      const utf8 = encoder.encode(current);
      head(MAJOR_TEXT, utf8.length);
      for (const byte of utf8) out.push(byte);
    } else {
      head(MAJOR_ARRAY, current.length);
      current.forEach(item);
    }
  };
  item(value);
  return Uint8Array.from(out);
}
