export { vars } from './theme/contract.css';
export { lightTheme } from './theme/light.css';
export { darkTheme } from './theme/dark.css';
export { resetLayer, componentsLayer } from './theme/layers.css';
export { focusRing, insetFocusRing } from './styles/focusRing.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
export {
  ThemeProvider,
  useTheme,
  themeClassNames,
  THEME_STORAGE_KEY,
  type ThemePreference,
  type ResolvedTheme,
  type ThemeProviderProps,
} from './theme/ThemeProvider';

// overlays and structure
export * from './components/Tabs/Tabs';
export * from './components/Dialog/Dialog';
export * from './components/AlertDialog/AlertDialog';
export {
  ToastRegion,
  toast,
  dismissToast,
  clearToasts,
  useToast,
  toastVariants,
  TOAST_TIMEOUT,
  TOAST_SWIPE_THRESHOLD,
  TOAST_MAX_VISIBLE,
  type ToastOptions,
  type ToastVariant,
  type ToastRegionProps,
} from './components/Toast/Toast';
export * from './components/Menu/Menu';
export * from './components/Table/Table';
export * from './components/Table/VirtualTable';
export * from './components/Table/WindowedTable';
export * from './components/EmptyState/EmptyState';
export * from './components/Sidebar/Sidebar';
export * from './components/Header/Header';
export * from './components/FileTrigger/FileTrigger';
export * from './components/DropZone/DropZone';
export * from './components/ScrollArea/ScrollArea';
export * from './components/Drawer/Drawer';
export * from './components/Popover/Popover';
export * from './components/GridList/GridList';
export * from './components/ListLoadMore/ListLoadMore';

// forms and basics
export * from './components/Button/Button';
export * from './components/Field/Field';
export * from './components/Icon/Icon';
export * from './components/Spinner/Spinner';
export * from './components/TextField/TextField';
export * from './components/TextArea/TextArea';
export * from './components/InlineEdit/InlineEdit';
export * from './components/ComboBox/ComboBox';
export * from './components/Select/Select';
export * from './components/Badge/Badge';
export * from './components/Card/Card';
export * from './components/Skeleton/Skeleton';
export * from './components/Link/Link';
export * from './components/SkipLink/SkipLink';
export * from './components/Logo/Logo';
export * from './components/PasswordField/PasswordField';
export * from './components/SearchField/SearchField';
export * from './components/Checkbox/Checkbox';
export * from './components/Switch/Switch';
export * from './components/RadioGroup/RadioGroup';
export * from './components/Avatar/Avatar';
export * from './components/Tooltip/Tooltip';
export * from './components/Chart/Chart';
export * from './components/ThemeToggle/ThemeToggle';
export * from './components/ProgressBar/ProgressBar';
export * from './components/Meter/Meter';
export * from './components/CardButton/CardButton';
export * from './components/DatePicker/DatePicker';

// RAC's own names an app needs around these components, so that it imports only this package:
// selection and sort state of tables and lists, and the provider that routes RAC links.
export type { Key, Selection, SortDescriptor } from 'react-aria-components';
export { RouterProvider } from 'react-aria-components';
