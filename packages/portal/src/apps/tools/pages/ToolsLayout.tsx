import { Link } from 'react-router';
import { Card, Stack } from '@lcars/ui';
import { AppFrame, HomeCards, HomeLink } from '../../../kit/AppHome';
import { useAreaMenu } from '../../../kit/AreaMenu';
import { useLoad } from '../../../kit/useLoad';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { toolsApi } from '../api';
import { RESULTS_PATH, toolsMenu } from '../plan';
import { ResultsTable } from './ResultsTable';
import { pendingIds, ToolsHeader, useReloadWhileRunning } from './shared';
import * as styles from '../tools.css';

/** The Tools app's frame. */
export const ToolsLayout = AppFrame;

/** A user without the Section31 claim (403), or a Tools page that failed to load. */
export function ToolsErrorPage() {
  return <AreaErrorPage area="Tools" forbiddenText="Your account may not open this Tools page." />;
}

/** /tools: the tools available to the user and their recent searches. */
export function ToolsHomePage() {
  const tools = useAreaMenu(toolsMenu).filter((entry) => !entry.isAppHome);
  const recent = useLoad(() => toolsApi.results(), 'recent');
  const records = recent.data?.records.slice(0, 5) ?? [];
  useReloadWhileRunning(pendingIds(records), recent.reload);
  return (
    <>
      <ToolsHeader title="Tools" home actions={<HomeLink />} />
      <HomeCards
        label="Tools"
        cards={tools.map((tool) => ({ path: tool.path, title: tool.title, text: tool.description }))}
      />
      <Card title="Recent searches" headingLevel={2}>
        {recent.loading && recent.data === undefined ? (
          <p className={styles.muted}>Loading data...</p>
        ) : records.length === 0 ? (
          <p className={styles.muted}>There are no saved results available.</p>
        ) : (
          <Stack>
            <ResultsTable results={records} caption="Your five latest searches" />
            <p>
              <Link to={RESULTS_PATH} className={styles.link}>
                All your results
              </Link>
            </p>
          </Stack>
        )}
      </Card>
    </>
  );
}
