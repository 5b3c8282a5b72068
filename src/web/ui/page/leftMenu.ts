import { createContext, useContext } from 'react';

/** Opens the app's left menu (shell/LeftMenu.tsx provides it); the home screen's menu button uses it. */
export const MenuContext = createContext<{ open(): void }>({ open: () => undefined });
export const useLeftMenu = () => useContext(MenuContext);
