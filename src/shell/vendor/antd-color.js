// antd's Button styles need one function of the colour picker's presets panel (`isBright`, for the text colour on a
// solid button), and antd's colour helpers need only @rc-component/color-picker's `Color` class; importing them from
// those modules linked the whole picker, the presets' Collapse and rc-collapse into every page that shows a button.
// Builds hand antd this module in their place (vite.config.ts, `importSwaps`): the same code, without the links.
import { Color } from "@rc-component/color-picker/es/color";

export { Color };

/** antd 5's `isBright` (color-picker/components/ColorPresets.js), unchanged. */
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
