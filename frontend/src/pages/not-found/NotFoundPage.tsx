import { NotFound } from '../../common/shell/NotFound';

/** Any path the route table does not know, shown inside the shell with a way home (issue 12 §3). */
export default function NotFoundPage() {
  return <NotFound />;
}
