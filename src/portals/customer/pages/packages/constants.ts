import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";

export const PAGE_SIZE = DEFAULT_PAGE_SIZE;
