/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ShopManage } from '@campus/contracts';
import { Loadable } from '@campus/ui';
import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useManage } from '../hooks.ts';
import { PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = { box: css({ padding: '48px 16px', textAlign: 'center' }) };

/**
 * The merchant and admin screens (/stocks, /suppliers, /adverts, /banners, /activities' management):
 * their content for an admin or a merchant, else what it takes to become one. The server refuses the
 * same calls (403) whatever the screen shows.
 */
export function ManageGate({ children }: { children: (manage: ShopManage) => ReactNode }) {
  const manage = useManage();
  const navigate = useNavigate();
  return (
    <Loadable state={manage}>
      {(m) =>
        m.is_admin || m.is_merchant ? (
          children(m)
        ) : (
          <div css={styles.box}>
            <ErrorBlock status="empty" title={TEXT.onlyManagers} description={TEXT.onlyManagersHint} />
            <Button color="primary" fill="outline" onClick={() => navigate(PATHS.applyShop)}>
              {TEXT.entries.apply}
            </Button>
          </div>
        )
      }
    </Loadable>
  );
}
