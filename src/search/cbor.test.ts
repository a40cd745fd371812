/** @jest-environment node */
import { decodeCbor, encodeCbor } from './cbor';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('CBOR', () => {
  it('writes integers in their shortest form', () => {
    expect(hex(encodeCbor(0))).toBe('00');
    expect(hex(encodeCbor(23))).toBe('17');
    expect(hex(encodeCbor(24))).toBe('1818');
    expect(hex(encodeCbor(1000))).toBe('1903e8');
    expect(hex(encodeCbor(70000))).toBe('1a00011170');
    expect(hex(encodeCbor(-25))).toBe('3818');
  });

  it('writes text as UTF-8 and arrays with their length', () => {
    expect(hex(encodeCbor(['ü', [1, -1]]))).toBe('8262c3bc820120');
  });

  it('reads back what it writes, the same bytes again', () => {
    const value = [
      '1.6.0',
      [
        ['en_94d5bb4', 81, ''],
        ['en_a21cde8', 43, ''],
      ],
      [['sort', [[3, [-25, 336, 12], []]]]],
    ];
    const bytes = encodeCbor(value);
    expect(decodeCbor(bytes)).toEqual(value);
    expect(hex(encodeCbor(decodeCbor(bytes)))).toBe(hex(bytes));
  });

  it('refuses what Pagefind does not write and input that is cut short or too long', () => {
    expect(() => decodeCbor(Uint8Array.from([0xa1, 0x01, 0x02]))).toThrow(/major type 5/);
    expect(() => decodeCbor(Uint8Array.from([0x82, 0x01]))).toThrow(/truncated/);
    expect(() => decodeCbor(Uint8Array.from([0x01, 0x02]))).toThrow(/after the value/);
    expect(() => encodeCbor(1.5)).toThrow(/out of the supported range/);
  });
});
