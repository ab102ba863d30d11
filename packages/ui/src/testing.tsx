/** Test helpers for module screens (imported by tests only, as @campus/ui/testing; never by app code). */
import { createStores, StoresProvider, type Stores } from '@campus/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app is now, for tests that check a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface ScreenOptions {
  /** The address the screen opens at (path and query). */
  at: string;
  /** The route pattern the screen is mounted on; `at`'s path by default. */
  path?: string;
  stores?: Stores;
}

/** Renders a screen inside a router (so it can read its query and navigate) and the stores. */
export function renderScreen(
  screen: ReactElement,
  { at, path, stores = createStores() }: ScreenOptions,
): RenderResult & { stores: Stores } {
  const pattern = path ?? at.split('?')[0] ?? '/';
  const result = render(
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { ...result, stores };
}

/** The current location the probe shows. */
export function currentLocation(container: ParentNode = document): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** An axios-like failure with an HTTP answer. */
export function httpError(status: number, data: unknown): Error & { response: { status: number; data: unknown }; isAxiosError: true } {
  return Object.assign(new Error(`HTTP ${status}`), { response: { status, data }, isAxiosError: true as const });
}

/**
 * What `vi.mock(path)` does to a module, done on its module object instead: every exported function
 * becomes a spy that returns undefined until a test says otherwise. Screens read an export through
 * that object when they call it, so the spy is what they call; and the file needs no module graph
 * of its own (vi.mock's does, which cost each such file a fresh import of antd-mobile and core).
 * Call it in the file's first beforeEach; the setup's vi.restoreAllMocks puts the originals back.
 */
export function stubExports(moduleObject: object): void {
  for (const [name, value] of Object.entries(moduleObject)) {
    if (typeof value === 'function') vi.spyOn(moduleObject as Record<string, () => unknown>, name).mockImplementation(() => undefined);
  }
}

const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An element's own text, with the dates keepDates put in spans of their own (data-date) read back in. */
const ownText = (element: Element): string =>
  [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.TEXT_NODE || (node instanceof Element && node.hasAttribute('data-date')) ? (node.textContent ?? '') : '',
    )
    .join('');

/**
 * A getByText matcher for a text with dates in it: keepDates puts each date in a span of its own, which
 * the plain string matcher does not read as the element's text.
 */
export function fullText(text: string): (content: string, element: Element | null) => boolean {
  return (_content, element) => element !== null && normalized(ownText(element)) === text;
}
