// A list laid out in as many columns as fill the last row best (see balancedColumns): one column on
// phones, two on tablets, then the balanced count. Shared by the services and why-us sections.
import type { ReactNode } from 'react';
import { balancedColumns } from './balancedColumns';
import { cssVars } from '../shared/cssVars';
import styles from './BalancedGrid.module.css';

export function BalancedGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <ul className={styles.grid} style={cssVars({ '--columns': String(balancedColumns(count)) })}>
      {children}
    </ul>
  );
}
