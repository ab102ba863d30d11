import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { List, SearchBar } from 'antd-mobile';
import { useDebounce } from 'ahooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MissingId } from '../components/common.tsx';
import { PATHS, withQuery } from '../paths.ts';
import { loadStaffOptions } from '../staff-options.ts';

/** 选择转派人 (/alarm/alarmDetail/alarmDSelTransfer?id=): search the company's staff; one tap chooses (alarmDSelectedTransfer confirms). */
export default function AlarmTransferScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [keyword, setKeyword] = useState('');
  const typed = useDebounce(keyword.trim(), { wait: 300 });
  const staffs = useLoader(() => loadStaffOptions(typed), [typed]);
  return (
    <PageFrame title="选择转派人">
      {id === null ? (
        <MissingId />
      ) : (
        <>
          <div style={{ padding: '8px 12px' }}>
            <SearchBar placeholder="搜索姓名或手机号" value={keyword} onChange={setKeyword} clearable />
          </div>
          <Loadable state={staffs} empty="暂无匹配的员工">
            {(rows) => (
              <List mode="card">
                {rows.map((s) => (
                  <List.Item
                    key={s.id}
                    data-testid="transfer-staff"
                    arrowIcon
                    description={s.description}
                    onClick={() => navigate(withQuery(PATHS.alarmSelectedTransfer, { id, staff: s.id, name: s.name }))}
                  >
                    {s.name}
                  </List.Item>
                ))}
              </List>
            )}
          </Loadable>
        </>
      )}
    </PageFrame>
  );
}
