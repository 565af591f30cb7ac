/** Screens of other features the payment screens lead to (app/routes.ts). */
export const ORDER_DETAIL_PATH = '/pages/order/detail'
export const ORDER_LIST_PATH = '/pages/order/list'
