export { AddToCartButton } from "./add-to-cart-button";
export { type ConfirmOptions, useConfirm, useReplaceCartConfirm } from "./confirm-dialog";
export { QuantityStepper } from "./quantity-stepper";
export { ServiceCartActions } from "./service-cart-actions";
