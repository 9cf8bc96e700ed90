import { Button, Menu, MenuItem, MenuTrigger } from '@crm/ui';
import { landingMenus } from './landingMenus';

export interface LandingDropdownsProps {
  /** Called with the chosen section and item. */
  onChooseMenuItem: (section: string, item: string) => void;
}

/** The signed-in landing menu: one dropdown per section. Loaded only for signed-in visitors. */
export function LandingDropdowns({ onChooseMenuItem }: LandingDropdownsProps) {
  return (
    <>
      {landingMenus.map(({ section, items }) => (
        <MenuTrigger key={section}>
          <Button variant="ghost">{section}</Button>
          <Menu aria-label={section} onAction={(key) => onChooseMenuItem(section, String(key))}>
            {items.map((item) => (
              <MenuItem key={item} id={item}>
                {item}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      ))}
    </>
  );
}
