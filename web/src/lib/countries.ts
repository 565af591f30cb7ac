/** A country's name in the member's language (CN → 中国大陆 / China mainland …), the code when the
 * browser cannot name it. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

export function countryNames(codes: readonly string[], lang: string, separator: string): string {
  return codes.map((code) => countryName(code, lang)).join(separator)
}

/** Every ISO 3166-1 alpha-2 code the store knows, for the country setting (named and sorted in the
 * member's language where it is shown). */
export const COUNTRY_CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG
EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR
HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR
LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG
NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE
SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA
UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/)

/** The countries as options, named in ``lang`` and sorted by name. */
export function countryOptions(lang: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang)
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}
