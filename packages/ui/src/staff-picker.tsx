/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button, CheckList, ErrorBlock, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';
import { NamedNavBar } from './named-nav-bar.tsx';

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

type Phase = 'loading' | 'error' | 'ready';

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
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<unknown>(undefined);
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [draft, setDraft] = useState<PickerOption[]>([]);
  /** Every option seen (and the initial value), so a choice survives a search that hides it. */
  const known = useRef(new Map<string, PickerOption>());
  const latestLoad = useRef(load);
  const sequence = useRef(0);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  // Opening starts from the caller's value and an empty search.
  if (visible !== opened) {
    setOpened(visible);
    if (visible) {
      const initial = normalizeOptions(value);
      known.current = new Map(initial.map((option) => [option.id, option]));
      setDraft(multiple ? initial : initial.slice(0, 1));
      setKeyword('');
      setQuery('');
      setPhase('loading');
    }
  }

  // Search 300 ms after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  useEffect(() => {
    if (!visible) return undefined;
    const id = ++sequence.current;
    setPhase('loading');
    let call: Promise<unknown>;
    try {
      call = Promise.resolve(latestLoad.current(query));
    } catch (failure) {
      call = Promise.reject(failure);
    }
    call.then(
      (raw) => {
        if (id !== sequence.current) return;
        const loaded = normalizeOptions(raw);
        for (const option of loaded) known.current.set(option.id, option);
        setOptions(loaded);
        setPhase('ready');
      },
      (failure: unknown) => {
        if (id !== sequence.current) return;
        setError(failure);
        setPhase('error');
      },
    );
    return () => {
      sequence.current += 1; // a newer search or closing makes this answer stale
    };
  }, [visible, query, attempt]);

  const selectedIds = draft.map((option) => option.id);
  const count = draft.length;
  const canConfirm = allowEmpty || count > 0;

  function select(ids: Array<string | number>) {
    const next = ids.map((id) => known.current.get(String(id))).filter((option): option is PickerOption => option !== undefined);
    setDraft(multiple ? next : next.slice(-1));
  }

  function confirm() {
    if (!canConfirm) return;
    onChange(draft);
    onClose();
  }

  let list: ReactNode;
  if (phase === 'loading') list = <LoadingBlock />;
  else if (phase === 'error') list = <LoadFailedBlock error={error} onRetry={() => setAttempt((n) => n + 1)} />;
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
        <div css={styles.list}>{list}</div>
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
