/**
 * Croatian personal identification number (OIB): 11 digits, the last a check digit computed with
 * ISO 7064 MOD 11,10 over the first ten.
 */
export function oibCheckDigit(firstTen: string): number {
  let remainder = 10;
  for (const char of firstTen) {
    remainder = (remainder + Number(char)) % 10;
    if (remainder === 0) remainder = 10;
    remainder = (remainder * 2) % 11;
  }
  const check = 11 - remainder;
  return check === 10 ? 0 : check;
}

export function isValidOib(oib: string): boolean {
  if (!/^\d{11}$/.test(oib)) return false;
  return oibCheckDigit(oib.slice(0, 10)) === Number(oib[10]);
}
