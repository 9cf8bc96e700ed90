import { ToggleButton, type ToggleButtonProps } from 'react-aria-components';
import { useTheme } from '../../theme/ThemeProvider';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { composeClassName } from '../../styles/classNames';
import { MoonIcon, SunIcon } from '../Icon/Icon';

export interface ThemeToggleProps extends Omit<
  ToggleButtonProps,
  'isSelected' | 'defaultSelected' | 'onChange' | 'children'
> {
  /**
   * The accessible name; by default it says what a press switches to. The button is pressed while
   * the dark theme is on.
   * @default 'Switch to dark theme' (light on) or 'Switch to light theme' (dark on)
   */
  'aria-label'?: string;
  /**
   * The button style.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * The button size.
   * @default 'md'
   */
  size?: ButtonSize;
}

/**
 * Switches between the dark and light themes (storing an explicit choice, which ends following the
 * system). Needs a `ThemeProvider` above it.
 */
export function ThemeToggle({
  'aria-label': ariaLabel,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: ThemeToggleProps) {
  const { resolvedTheme, setPreference } = useTheme();
  const isDark = resolvedTheme === 'dark';
  return (
    <ToggleButton
      {...props}
      aria-label={ariaLabel ?? `Switch to ${isDark ? 'light' : 'dark'} theme`}
      isSelected={isDark}
      onChange={(dark) => setPreference(dark ? 'dark' : 'light')}
      className={composeClassName(button({ variant, size }), className)}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </ToggleButton>
  );
}
