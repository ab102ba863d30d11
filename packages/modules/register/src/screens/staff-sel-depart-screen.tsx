import type { RegisterDepartment } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchDepartments } from '../api.ts';
import { registerMemory, rememberDepartment, withCompany } from '../company.ts';
import { useRegisterCompany } from '../components/use-register-company.ts';

/**
 * 选择部门 (#/staffApply/staffRegister/staffSelDepart, no login): the company's departments, paged and
 * searchable by name; a tap chooses one and goes back to the application.
 */
export default function StaffSelDepartScreen() {
  const navigate = useNavigate();
  // opened from a link (no screen before it here): go on to the application instead of leaving the app
  const first = useLocation().key === 'default';
  const { companyId } = useRegisterCompany();
  const [search, setSearch] = useState('');
  const choose = (department: RegisterDepartment) => {
    rememberDepartment(department);
    if (first) navigate(withCompany('/staffApply/staffRegister', companyId), { replace: true });
    else navigate(-1);
  };
  return (
    <PageFrame title="选择部门">
      <div style={{ padding: '8px 12px', background: 'var(--adm-color-background)' }}>
        <SearchBar
          placeholder="搜索部门名称"
          onSearch={(text) => setSearch(text.trim())}
          onClear={() => setSearch('')}
          aria-label="搜索部门名称"
        />
      </div>
      {companyId !== null && (
        <List>
          <ListPage<RegisterDepartment>
            reloadKey={`${companyId}|${search}`}
            load={(page, pageSize) => fetchDepartments(companyId, page, pageSize, search)}
            keyOf={(d) => d.id}
            empty={search === '' ? '暂无部门' : '没有找到该部门'}
            renderItem={(d) => (
              <List.Item key={d.id} arrowIcon onClick={() => choose(d)} extra={registerMemory.department?.id === d.id ? '已选' : undefined}>
                {d.name}
              </List.Item>
            )}
          />
        </List>
      )}
    </PageFrame>
  );
}
