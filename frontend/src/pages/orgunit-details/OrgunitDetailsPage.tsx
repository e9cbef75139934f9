import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function OrgunitDetailsPage() {
  return <Header variant="h1">Orgunit details</Header>;
}
