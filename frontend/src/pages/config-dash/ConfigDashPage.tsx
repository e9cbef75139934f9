import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function ConfigDashPage() {
  return <Header variant="h1">Config dashboard</Header>;
}
