/**
 * Prints the app's route table (route-table.ts) as JSON. Run with tsx (`node --import tsx`): it
 * imports the family manifests, TypeScript sources. Only core's composition is imported, not its
 * index, which brings antd-mobile's stylesheets Node cannot load.
 */
import { modules } from '../packages/app/src/modules.ts';
import { composeModules } from '../packages/core/src/modules/compose-modules.ts';
import { readRouteTable } from './route-table.ts';

process.stdout.write(JSON.stringify(await readRouteTable(composeModules(modules).routes.routes)));
