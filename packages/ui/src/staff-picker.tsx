/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button, CheckList, ErrorBlock, Popup, SearchBar } from 'antd-mobile';
import { useDebounce, useRequest } from 'ahooks';
import { useState, type ReactNode } from 'react';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';
import { NamedNavBar } from './named-nav-bar.tsx';
import { keepFailureInState, runLoad } from './request-failure.ts';

/**
 * Choosing people or departments from the server's list: the "choose the
 * approver" screens (hand an approval step to another staff) and flowSend's
 * select-staff / select-department screens. A full-screen antd-mobile Popup
 * with a SearchBar (searched 300 ms after the last keystroke) and a CheckList,
 * single or multiple; the choice applies on 确定.
 */

export interface PickerOption {
  id: string;
  name: string;
  description?: string;
}

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_CONFIRM_TEXT = '确定';
export const PICKER_NO_MATCH_TEXT = '暂无数据';

export interface OptionPickerProps {
  visible: boolean;
  onClose: () => void;
  /** Options matching a keyword ('' for the first list). */
  load: (keyword: string) => Promise<PickerOption[]>;
  /** The current choice (objects, so the caller can show names without another call). */
  value?: PickerOption[];
  /** Called on 确定 with the new choice, then onClose. */
  onChange: (value: PickerOption[]) => void;
  multiple?: boolean;
  /** Let 确定 apply an empty choice (clearing a choice). */
  allowEmpty?: boolean;
  title?: string;
  placeholder?: string;
  /** Counting word of the selection summary: 人, 个. */
  unit?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Options as the picker reads them: entries without an id are dropped, ids become strings, repeats go. */
export function normalizeOptions(raw: unknown): PickerOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: PickerOption[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const description = text(entry.description);
    options.push({ id, name: text(entry.name) ?? id, ...(description === null ? {} : { description }) });
  }
  return options;
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', height: '100%', background: 'var(--hub-page-background)' }),
  bar: css({ background: 'var(--adm-color-background)', borderBottom: '1px solid var(--adm-color-border)' }),
  search: css({ padding: '8px 12px', background: 'var(--adm-color-background)' }),
  list: css({ flex: 1, overflowY: 'auto', WebkitOverflowScrolling: 'touch' }),
  footer: css({
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '8px 16px calc(8px + env(safe-area-inset-bottom))',
    background: 'var(--adm-color-background)',
    borderTop: '1px solid var(--adm-color-border)',
  }),
  count: css({ flex: 1, color: 'var(--adm-color-weak)', fontSize: 14 }),
  confirm: css({ minWidth: 110 }),
};

/** The shared picker; StaffPicker and DepartmentPicker are it with their words. */
export function OptionPicker({
  visible,
  onClose,
  load,
  value,
  onChange,
  multiple = false,
  allowEmpty = false,
  title = '请选择',
  placeholder = '搜索',
  unit = '项',
}: OptionPickerProps) {
  const [opened, setOpened] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<PickerOption[]>([]);
  const typed = useDebounce(keyword, { wait: SEARCH_DEBOUNCE_MS }).trim();
  // An empty search box (a reopened picker, a cleared search) shows the first list at once.
  const query = keyword.trim() === '' ? '' : typed;

  // Opening starts from the caller's value and an empty search.
  if (visible !== opened) {
    setOpened(visible);
    if (visible) {
      const initial = normalizeOptions(value);
      setDraft(multiple ? initial : initial.slice(0, 1));
      setKeyword('');
    }
  }

  // Loads while open, again for each search; a newer search makes an older answer stale.
  const search = useRequest(async () => normalizeOptions(await runLoad(() => load(query))), {
    ready: visible,
    refreshDeps: [query],
    onError: keepFailureInState,
  });
  const options = search.data ?? [];

  const selectedIds = draft.map((option) => option.id);
  const count = draft.length;
  const canConfirm = allowEmpty || count > 0;

  function select(ids: Array<string | number>) {
    // A checked id is one shown now or one chosen before (kept while a search hides it).
    const known = new Map([...draft, ...options].map((option) => [option.id, option]));
    const next = ids.map((id) => known.get(String(id))).filter((option): option is PickerOption => option !== undefined);
    setDraft(multiple ? next : next.slice(-1));
  }

  function confirm() {
    if (!canConfirm) return;
    onChange(draft);
    onClose();
  }

  let list: ReactNode;
  if (search.loading) list = <LoadingBlock />;
  else if (search.error !== undefined) list = <LoadFailedBlock error={search.error} onRetry={search.refresh} />;
  else if (options.length === 0) list = <ErrorBlock status="empty" title={PICKER_NO_MATCH_TEXT} description={null} />;
  else
    list = (
      <CheckList multiple={multiple} value={selectedIds} onChange={select}>
        {options.map((option) => (
          <CheckList.Item key={option.id} value={option.id} description={option.description}>
            {option.name}
          </CheckList.Item>
        ))}
      </CheckList>
    );

  return (
    <Popup visible={visible} onClose={onClose} position="right" destroyOnClose bodyStyle={{ width: '100vw', height: '100%' }}>
      <div css={styles.body} data-testid="option-picker">
        <NamedNavBar css={styles.bar} onBack={onClose}>
          {title}
        </NamedNavBar>
        <div css={styles.search}>
          <SearchBar placeholder={placeholder} value={keyword} onChange={setKeyword} clearable />
        </div>
        {/* focusable so a keyboard can scroll a long list: antd's check items are not tab stops (WCAG 2.1.1) */}
        <div css={styles.list} tabIndex={0} role="region" aria-label={title}>
          {list}
        </div>
        <div css={styles.footer}>
          <span css={styles.count} data-testid="picker-count">
            已选 {count} {unit}
          </span>
          <Button color="primary" css={styles.confirm} disabled={!canConfirm} onClick={confirm}>
            {count > 0 ? `${PICKER_CONFIRM_TEXT}(${count})` : PICKER_CONFIRM_TEXT}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

export type StaffPickerProps = Omit<OptionPickerProps, 'unit'>;

/** Choose staff (an approver, the recipients of a flowSend). */
export function StaffPicker({ title = '选择人员', placeholder = '搜索姓名', ...props }: StaffPickerProps) {
  return <OptionPicker title={title} placeholder={placeholder} unit="人" {...props} />;
}

export type DepartmentPickerProps = Omit<OptionPickerProps, 'unit'>;

/** Choose departments (flowSend's select-department screen). */
export function DepartmentPicker({ title = '选择部门', placeholder = '搜索部门', ...props }: DepartmentPickerProps) {
  return <OptionPicker title={title} placeholder={placeholder} unit="个" {...props} />;
}
