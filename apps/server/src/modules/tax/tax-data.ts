/**
 * US sales tax reference data: an average combined rate per state and the USPS 3-digit ZIP
 * prefix allocation used to find the state of a shipping address.
 *
 * Pure data and lookups; no I/O. A caller that cannot place an address (territory, military
 * address, unallocated prefix) decides what to charge, e.g. DEFAULT_TAX_RATE.
 */

/** Fallback rate when a destination state is unknown. */
export { DEFAULT_TAX_RATE } from '@shop/contract';

/**
 * State postal code -> combined average state + local sales tax rate as a fraction (0.0825).
 *
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2024" (Jared Walczak, February 2024;
 * rates as of January 1, 2024), Table 1, column "Combined Rate": the state rate plus the
 * population-weighted average local rate, rounded to two decimals of a percent.
 *
 * Checked against the publication's key findings (LA 9.56%, TN 9.55%, AR 9.45%, WA 9.38%,
 * AL 9.29%) or fixed by statute (no local sales tax: CT, DC, IN, KY, ME, MD, MA, MI, RI; none at
 * all: DE, MT, NH, OR). The remaining figures could not be checked against a copy of Table 1 when
 * this file was written and may be off by a few hundredths of a percentage point: re-check them
 * when the table is next refreshed. An average is not a point-of-sale rate: the rate at a given
 * address can differ from it by several points.
 */
export const STATE_SALES_TAX_RATES: Record<string, { name: string; rate: number }> = {
  AL: { name: 'Alabama', rate: 0.0929 },
  AK: { name: 'Alaska', rate: 0.0182 },
  AZ: { name: 'Arizona', rate: 0.0837 },
  AR: { name: 'Arkansas', rate: 0.0945 },
  CA: { name: 'California', rate: 0.0882 },
  CO: { name: 'Colorado', rate: 0.0781 },
  CT: { name: 'Connecticut', rate: 0.0635 },
  DE: { name: 'Delaware', rate: 0 },
  DC: { name: 'District of Columbia', rate: 0.06 },
  FL: { name: 'Florida', rate: 0.07 },
  GA: { name: 'Georgia', rate: 0.0738 },
  HI: { name: 'Hawaii', rate: 0.045 },
  ID: { name: 'Idaho', rate: 0.0603 },
  IL: { name: 'Illinois', rate: 0.0886 },
  IN: { name: 'Indiana', rate: 0.07 },
  IA: { name: 'Iowa', rate: 0.0694 },
  KS: { name: 'Kansas', rate: 0.0865 },
  KY: { name: 'Kentucky', rate: 0.06 },
  LA: { name: 'Louisiana', rate: 0.0956 },
  ME: { name: 'Maine', rate: 0.055 },
  MD: { name: 'Maryland', rate: 0.06 },
  MA: { name: 'Massachusetts', rate: 0.0625 },
  MI: { name: 'Michigan', rate: 0.06 },
  MN: { name: 'Minnesota', rate: 0.0804 },
  MS: { name: 'Mississippi', rate: 0.0706 },
  MO: { name: 'Missouri', rate: 0.0839 },
  MT: { name: 'Montana', rate: 0 },
  NE: { name: 'Nebraska', rate: 0.0697 },
  NV: { name: 'Nevada', rate: 0.0824 },
  NH: { name: 'New Hampshire', rate: 0 },
  NJ: { name: 'New Jersey', rate: 0.066 },
  NM: { name: 'New Mexico', rate: 0.0762 },
  NY: { name: 'New York', rate: 0.0853 },
  NC: { name: 'North Carolina', rate: 0.07 },
  ND: { name: 'North Dakota', rate: 0.0704 },
  OH: { name: 'Ohio', rate: 0.0724 },
  OK: { name: 'Oklahoma', rate: 0.0899 },
  OR: { name: 'Oregon', rate: 0 },
  PA: { name: 'Pennsylvania', rate: 0.0634 },
  RI: { name: 'Rhode Island', rate: 0.07 },
  SC: { name: 'South Carolina', rate: 0.0749 },
  SD: { name: 'South Dakota', rate: 0.0611 },
  TN: { name: 'Tennessee', rate: 0.0955 },
  TX: { name: 'Texas', rate: 0.082 },
  UT: { name: 'Utah', rate: 0.0742 },
  VT: { name: 'Vermont', rate: 0.0636 },
  VA: { name: 'Virginia', rate: 0.0577 },
  WA: { name: 'Washington', rate: 0.0938 },
  WV: { name: 'West Virginia', rate: 0.0655 },
  WI: { name: 'Wisconsin', rate: 0.057 },
  WY: { name: 'Wyoming', rate: 0.0544 },
};

/**
 * 3-digit ZIP prefix ranges (inclusive) -> state postal code, per the USPS prefix allocation.
 * Sorted, non-overlapping. Prefixes USPS has not allocated are left out, and so are those of
 * Puerto Rico (006-007, 009), the Virgin Islands (008), the Pacific territories (969) and
 * military mail (AE 090-098, AA 340, AP 962-966): zipToState answers null for all of them.
 */
export const ZIP3_RANGES: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [5, 5, 'NY'], // 005: Holtsville IRS
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'], // 055: Andover/Woburn
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'], // 201: Dulles / northern Virginia
  [202, 205, 'DC'],
  [206, 212, 'MD'],
  [214, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 342, 'FL'],
  [344, 344, 'FL'],
  [346, 347, 'FL'],
  [349, 349, 'FL'],
  [350, 352, 'AL'],
  [354, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 418, 'KY'],
  [420, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 516, 'IA'],
  [520, 528, 'IA'],
  [530, 532, 'WI'],
  [534, 535, 'WI'],
  [537, 549, 'WI'],
  [550, 551, 'MN'],
  [553, 567, 'MN'],
  [569, 569, 'DC'], // 569: Parcel Return Service, Washington DC
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 620, 'IL'],
  [622, 629, 'IL'],
  [630, 631, 'MO'],
  [633, 641, 'MO'],
  [644, 658, 'MO'],
  [660, 662, 'KS'],
  [664, 679, 'KS'],
  [680, 681, 'NE'],
  [683, 693, 'NE'],
  [700, 701, 'LA'],
  [703, 708, 'LA'],
  [710, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 731, 'OK'],
  [733, 733, 'TX'], // 733: Austin IRS
  [734, 741, 'OK'],
  [743, 749, 'OK'],
  [750, 770, 'TX'],
  [772, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 853, 'AZ'],
  [855, 857, 'AZ'],
  [859, 860, 'AZ'],
  [863, 865, 'AZ'],
  [870, 871, 'NM'],
  [873, 884, 'NM'],
  [885, 885, 'TX'], // 885: El Paso
  [889, 891, 'NV'],
  [893, 895, 'NV'],
  [897, 898, 'NV'],
  [900, 908, 'CA'],
  [910, 928, 'CA'],
  [930, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 986, 'WA'],
  [988, 994, 'WA'],
  [995, 999, 'AK'],
];

/**
 * Whole ZIP codes whose state differs from their prefix's: towns served across a state line,
 * and American Samoa, which shares Hawaii's 967. Checked before ZIP3_RANGES.
 */
export const ZIP5_EXCEPTIONS: Readonly<Record<string, string | null>> = {
  '06390': 'NY', // Fishers Island, NY (prefix 063 is Connecticut)
  '73960': 'TX', // Texhoma, TX (prefix 739 is Oklahoma)
  '83414': 'WY', // Alta, WY (prefix 834 is Idaho)
  '96799': null, // Pago Pago, American Samoa (prefix 967 is Hawaii)
};

const ZIP_PATTERN = /^(\d{5})(-\d{4})?$/;

/** '89109' or '89109-1234' -> 'NV'; malformed, unallocated, territory or military -> null. */
export function zipToState(zip: string): string | null {
  const match = ZIP_PATTERN.exec(zip.trim());
  const zip5 = match?.[1];
  if (!zip5) return null;
  if (Object.hasOwn(ZIP5_EXCEPTIONS, zip5)) return ZIP5_EXCEPTIONS[zip5] ?? null;
  const prefix = Number(zip5.slice(0, 3));
  // Binary search: the ranges are sorted and disjoint.
  let lo = 0;
  let hi = ZIP3_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to, state] = ZIP3_RANGES[mid]!;
    if (prefix < from) hi = mid - 1;
    else if (prefix > to) lo = mid + 1;
    else return state;
  }
  return null;
}
