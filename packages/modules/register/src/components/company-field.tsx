import { localStore } from '@campus/core';
import { useLoader } from '@campus/ui';
import { CheckList, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { fetchCompanies } from '../api.ts';

export interface CompanyFieldProps {
  /** The bundle's tenant type (its companies only), or null: the default bundle offers every company. */
  type: string | null;
  value: string | null;
  onChange: (companyId: string) => void;
}

/** 所属单位: a list row opening the company list (as the login screen's picker; a module cannot import another's). */
export function CompanyField({ type, value, onChange }: CompanyFieldProps) {
  const [open, setOpen] = useState(false);
  const listed = useLoader(async () => {
    const list = await fetchCompanies(type);
    localStore.setCompanyOptions(type, list);
    return list;
  }, [type]);
  const companies = listed.data ?? localStore.getCompanyOptions(type) ?? [];
  const chosen = companies.find((company) => company.id === value);
  return (
    <>
      <List header="所属单位" mode="card">
        <List.Item arrowIcon onClick={() => setOpen(true)} extra={chosen ? undefined : '请选择'}>
          {chosen?.name ?? (listed.loading ? '加载单位' : '选择单位')}
        </List.Item>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <div style={{ padding: '14px 16px 6px', fontWeight: 600 }}>选择单位</div>
        <CheckList
          value={value === null ? [] : [value]}
          onChange={([id]) => {
            if (typeof id === 'string') onChange(id);
            setOpen(false);
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
