import { authEndpoints, type CompanyType } from '@campus/contracts';
import { apiCall, localStore } from '@campus/core';
import { Button, CheckList, Popup } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { CHOOSE_COMPANY, companyButtonLabel, LOADING_COMPANIES } from '../company-label.ts';

export interface CompanyPickerProps {
  /** Only companies of this type (a tenant bundle), or all (the default bundle). */
  type: string | null;
  value: string | null;
  onChange: (companyId: string) => void;
}

/**
 * Lets the user choose their company before signing in, where the bundle serves
 * several (a multi-company tenant, or the default bundle). Loaded only there.
 * The list offered last is shown at once while it loads again.
 */
export default function CompanyPicker({ type, value, onChange }: CompanyPickerProps) {
  const [visible, setVisible] = useState(false);
  const remembered = useMemo(() => localStore.getCompanyOptions(type), [type]);
  // Loads again when the type changes; an answer for an older type or after unmounting is dropped.
  const { data } = useRequest(
    // The bundle's stamped tenant type; the server checks it against the known types.
    () => apiCall(authEndpoints.listCompanies, { query: type === null ? {} : { type: type as CompanyType } }),
    {
      refreshDeps: [type],
      onSuccess: (list) => localStore.setCompanyOptions(type, list),
      onError: () => undefined, // the error catalogue has told the user
    },
  );
  const companies = data ?? remembered ?? [];

  const chosen = companies.find((company) => company.id === value);
  return (
    <>
      <Button block fill="outline" onClick={() => setVisible(true)} loading={companies.length === 0} loadingText={LOADING_COMPANIES}>
        {companyButtonLabel(chosen)}
      </Button>
      <Popup visible={visible} onMaskClick={() => setVisible(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <div style={{ padding: '14px 16px 6px', fontWeight: 600 }}>{CHOOSE_COMPANY}</div>
        <CheckList
          value={value === null ? [] : [value]}
          onChange={([id]) => {
            if (typeof id === 'string') onChange(id);
            setVisible(false);
          }}
        >
          {companies.map((company) => (
            <CheckList.Item key={company.id} value={company.id}>
              {company.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  );
}
