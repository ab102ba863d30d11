import { localStore, tenantConfig, useStores } from '@campus/core';
import { useLoader } from '@campus/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchRegisterCompany } from '../api.ts';
import { choosesCompany, registerCompanyId, registerMemory, rememberCompany } from '../company.ts';

/** The page's company (company.ts), a setter for the picker, and the company's registration rules. */
export function useRegisterCompany() {
  const tenant = tenantConfig();
  const { session } = useStores();
  const [params] = useSearchParams();
  const [companyId, setCompanyId] = useState<string | null>(() =>
    registerCompanyId({
      fromAddress: params.get('company_id'),
      chosen: registerMemory.companyId,
      remembered: session.companyId ?? localStore.get('company_id'),
      tenant,
    }),
  );
  const rules = useLoader(() => (companyId === null ? Promise.resolve(null) : fetchRegisterCompany(companyId)), [companyId]);
  const choose = (id: string) => {
    rememberCompany(id);
    setCompanyId(id);
  };
  return { companyId, choose, rules, picks: choosesCompany(tenant), tenantType: tenant.type };
}
