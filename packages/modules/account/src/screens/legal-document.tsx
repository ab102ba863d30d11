/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PageFrame } from '@campus/ui';

const styles = {
  body: css({ padding: '16px 20px 32px', lineHeight: 1.8, fontSize: 14, background: 'var(--adm-color-background)' }),
  heading: css({ fontSize: 15, fontWeight: 600, margin: '16px 0 6px' }),
};

export interface LegalSection {
  heading: string;
  text: string;
}

/** A legal text screen (privacy policy, service agreement, legal statement). */
export function LegalDocument({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <PageFrame title={title}>
      <article css={styles.body}>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 css={styles.heading}>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
