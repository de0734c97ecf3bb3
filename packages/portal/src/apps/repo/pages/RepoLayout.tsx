import { AppFrame, HomeCards, HomeLink } from '../../../kit/AppHome';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { REPO_BASE } from '../paths';
import { RepoHeader } from '../components/shared';

/** The repository app's frame. */
export const RepoLayout = AppFrame;

/** A user without the page's Repos claim (403), or a page that failed to load. */
export function RepoErrorPage() {
  return (
    <AreaErrorPage area="Secure Repository" forbiddenText="Your account may not open this repository page." />
  );
}

/** /repo: the repository home. */
export function RepoHomePage() {
  return (
    <>
      <RepoHeader title="Secure Repository" home actions={<HomeLink />} />
      <HomeCards
        label="Repository pages"
        cards={[
          {
            path: `${REPO_BASE}/sr`,
            title: 'Repositories',
            text: 'Records of your own design. Sensitive values are encrypted on the server and shown only when you ask.',
          },
          {
            path: `${REPO_BASE}/search`,
            title: 'Search Repositories',
            text: 'One search over every repository you may read: titles and plain values, never a sensitive one.',
          },
          {
            path: `${REPO_BASE}/health`,
            title: 'Password Health',
            text: 'Reused and weak passwords across your repositories, checked on the server without showing them.',
          },
        ]}
      />
    </>
  );
}
