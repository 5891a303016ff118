/**
 * The home page's slot for hot messages: market information (conjuncture) and hot news from
 * GET /v1/home/getHotMess (serviceCode CONJUNCTURE and QUOTATION_HOT). Those areas are built
 * elsewhere; their engineer fills this component. It sits below the menu grid and above the prices.
 */
export function HotMessageSlot() {
  return null;
}
