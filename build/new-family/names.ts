/** The names one family goes by: `demo` → module `@campus/module-demo`, `demoModule`, `DemoScreen`, tag `demo`. */
export interface FamilyNames {
  /** Folder, route name, API segment and OpenAPI tag: lower camel case, e.g. `lostFound`. */
  name: string;
  /** Chinese title shown on the screen and in the menu, e.g. 失物招领. */
  title: string;
  pascal: string;
  /** The database table: snake case plus `_items`, e.g. `lost_found_items`. */
  table: string;
  /** The URL segment, snake case, e.g. `lost_found`. */
  segment: string;
}

const NAME = /^[a-z][a-zA-Z0-9]{1,23}$/;

export function familyNames(name: string, title: string): FamilyNames {
  if (!NAME.test(name))
    throw new Error(`family name "${name}": 2 to 24 letters or digits, starting with a lower-case letter (e.g. lostFound)`);
  if (title.trim() === '') throw new Error('--title: the Chinese title of the family (e.g. --title 失物招领)');
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return { name, title: title.trim(), pascal: name[0]!.toUpperCase() + name.slice(1), table: `${snake}_items`, segment: snake };
}
