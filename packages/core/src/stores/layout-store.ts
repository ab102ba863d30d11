import { makeAutoObservable } from 'mobx';
import { DESIGN_REM, DESIGN_WIDTH } from '../rules/constants.ts';

/** Screen and host facts of spec section 3 ("Client state"). */
export class LayoutStore {
  winWidth = DESIGN_WIDTH;
  readonly designWidth = DESIGN_WIDTH;
  readonly designRem = DESIGN_REM;
  title = '';
  /** True when running inside the native app shell. */
  isLXDZApp = false;

  constructor() {
    makeAutoObservable(this);
  }

  setWinWidth(width: number): void {
    this.winWidth = width;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setNativeShell(isNative: boolean): void {
    this.isLXDZApp = isNative;
  }
}
