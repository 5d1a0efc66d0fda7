/** Euro amounts to the cent; `Number.EPSILON` keeps 1.005 from rounding down. */
export const roundCents = (eur: number) => Math.round((eur + Number.EPSILON) * 100) / 100;

export const roundTo = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
