/** The order screens' routes (app/routes.ts). */
export const ORDER_CONFIRM_PATH = '/pages/order/confirm'
export const ORDER_LIST_PATH = '/pages/order/list'
export const ORDER_DETAIL_PATH = '/pages/order/detail'
export const ORDER_FEEDBACK_PATH = '/pages/order/feedback'
