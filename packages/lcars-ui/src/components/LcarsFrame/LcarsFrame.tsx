import type { ReactNode } from 'react';
import { AlertStatus } from '../AlertStatus';
import { LcarsBar } from '../LcarsBar';
import { LcarsBlock } from '../LcarsBlock';
import { LcarsDataCascade } from '../LcarsDataCascade';
import { LcarsElbow } from '../LcarsElbow';
import { LcarsFooterBar } from '../LcarsFooterBar';
import { LcarsHeaderBar } from '../LcarsHeaderBar';
import { LcarsSidePanel } from '../LcarsSidePanel';
import * as styles from './LcarsFrame.css';
import { joinClasses } from '../joinClasses';

export interface LcarsFrameProps {
  /** The page title: the frame's h1. */
  title: ReactNode;
  /**
   * 'double' (default): a top section (title, alert status, data cascade) closed by an elbow, over the main
   * section opened by another. 'single': one header bar with the title over the main section.
   */
  variant?: 'double' | 'single';
  /** Blocks of the top section's panel (double variant); default two decorative blocks. */
  topPanel?: ReactNode;
  /** Extra content of the top section, under the status (double variant). */
  topContent?: ReactNode;
  /** Show the data cascade in the top section. Default true. */
  cascade?: boolean;
  /** Show the alert status block of the nearest ThemeProvider's alert. Default true. */
  alertStatus?: boolean;
  /** The side panel's blocks, usually `LcarsBlock` links. */
  sidePanel?: ReactNode;
  /** Name of the side panel's navigation landmark. Default 'Main menu'. */
  sidePanelLabel?: string;
  /** Content of the footer bar: the copyright line, the version. */
  footer?: ReactNode;
  /** Labels in the elbows (section codes); decorative elbows when omitted. */
  elbowLabels?: { close?: ReactNode; open?: ReactNode; footer?: ReactNode };
  /** The page content, in the main landmark. */
  children?: ReactNode;
  className?: string;
}

/**
 * The LCARS frame the portal lays its pages in: header, elbows, a side panel of blocks, the content and a footer
 * bar. Built from the frame pieces, so every colour comes from the theme and an alert recolours all of it.
 */
export function LcarsFrame({
  title,
  variant = 'double',
  topPanel,
  topContent,
  cascade = true,
  alertStatus = true,
  sidePanel,
  sidePanelLabel = 'Main menu',
  footer,
  elbowLabels = {},
  children,
  className,
}: LcarsFrameProps) {
  const double = variant === 'double';
  return (
    <div className={joinClasses(styles.frame, double ? '' : styles.single, className)} data-variant={variant}>
      {double ? (
        <>
          <div className={styles.topPanel}>
            {topPanel ?? (
              <LcarsSidePanel filler={false}>
                <LcarsBlock color="quadrinary" size="sm" />
                <LcarsBlock color="septenary" grow />
              </LcarsSidePanel>
            )}
          </div>
          <header className={styles.top}>
            <div className={styles.topStart}>
              {cascade ? <LcarsDataCascade className={styles.cascade} /> : null}
              {topContent}
            </div>
            <div className={styles.topStatus}>{alertStatus ? <AlertStatus /> : null}</div>
            <h1 className={styles.title}>{title}</h1>
          </header>
          <div className={styles.closeRow}>
            <LcarsElbow corner="bottom-start" size="md" color="quadrinary">
              {elbowLabels.close}
            </LcarsElbow>
            <LcarsBar color="quadrinary" size="md" grow={3} />
            <LcarsBar color="accent" size="md" length="5rem" />
            <LcarsBar color="secondary" size="md" grow={1} caps="end" />
          </div>
          <div className={styles.openRow}>
            <LcarsElbow corner="top-start" size="md" color="primary">
              {elbowLabels.open}
            </LcarsElbow>
            <LcarsBar color="primary" size="md" grow={2} />
            <LcarsBar color="tertiary" size="md" length="8rem" />
            <LcarsBar color="primary" size="md" grow={1} caps="end" />
          </div>
        </>
      ) : (
        <header className={styles.openRow}>
          <LcarsElbow corner="top-start" size="lg" color="primary">
            {elbowLabels.open}
          </LcarsElbow>
          <LcarsHeaderBar title={title} />
        </header>
      )}
      <div className={styles.side}>
        <LcarsSidePanel label={sidePanelLabel}>{sidePanel}</LcarsSidePanel>
      </div>
      <main className={styles.main}>
        {!double && alertStatus ? <AlertStatus /> : null}
        {children}
      </main>
      <footer className={styles.footRow}>
        <LcarsElbow corner="bottom-start" size="md" color="tertiary">
          {elbowLabels.footer}
        </LcarsElbow>
        <LcarsFooterBar color="tertiary">{footer}</LcarsFooterBar>
      </footer>
    </div>
  );
}
