/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useLoader } from '@campus/ui';
import { fetchPublicCompany } from '../api.ts';

const styles = { company: css({ padding: '12px 16px 0', fontSize: 14, color: 'var(--adm-color-text-secondary)' }) };

/** The name of the company a public page is for (only its name: nothing else of it is public). */
export function PublicCompanyName({ companyId }: { companyId: string }) {
  const company = useLoader(() => fetchPublicCompany(companyId), [companyId]);
  if (!company.data) return null;
  return (
    <div css={styles.company} data-testid="public-company">
      {company.data.name}
    </div>
  );
}
