/** The server's reference price rule (product/pricing.py reference_price), for the fixtures. */
export function referenceOf(price: number, marketPrice: number, memberPrice: number): number | null {
  if (memberPrice < price) return price
  return marketPrice > memberPrice ? marketPrice : null
}
