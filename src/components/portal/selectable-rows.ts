import useSelection from "antd/es/table/hooks/useSelection";
import { provideTableSelection } from "../../shell/vendor/table-selection";

/**
 * Imported (for its effect) by each screen whose table selects rows (`rowSelection`): gives antd's Table its
 * row-selection hook, which builds leave out of the other tables (src/shell/vendor/table-selection.ts).
 */
provideTableSelection(useSelection as Parameters<typeof provideTableSelection>[0]);
