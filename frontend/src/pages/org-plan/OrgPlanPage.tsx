import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function OrgPlanPage() {
  return <Header variant="h1">Organisational Plan</Header>;
}
