import type { AiSource } from '@campus/contracts';
import { APPROVAL_DETAIL_TYPE, installedModules, menuItemPath, type MenuSectionView } from '@campus/core';
import { withQuery } from '../paths.ts';

/**
 * Where an answer's source opens (the contract's aiSource): a menu entry as the home menu opens it,
 * a notice's detail, an order's detail in the approval centre; null when there is nothing the
 * reader may open (a guest has no menu and no orders; an entry the user's menu does not hold).
 */
export function sourcePath(source: AiSource, menu: readonly MenuSectionView[], guest: boolean): string | null {
  switch (source.kind) {
    case 'menu': {
      if (guest) return null;
      const item = menu.flatMap((section) => section.items).find((entry) => entry.keyword === source.ref);
      return item === undefined ? null : menuItemPath(item);
    }
    case 'notice':
      return guest ? withQuery('/noticeDetails', { id: source.ref }) : withQuery('/notice/noticeDetail', { id: source.ref });
    case 'order': {
      if (guest || source.order_type === null) return null;
      const approval = installedModules().approval;
      const view = approval.byModule.get(source.order_type);
      if (view === undefined || approval.basePath === null) return null;
      return withQuery(view.at ?? `${approval.basePath}/${view.detail}`, { id: source.ref, type: String(APPROVAL_DETAIL_TYPE) });
    }
    default:
      return null;
  }
}
