import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function OrgUserDetailsPage() {
  return <Header variant="h1">Org user details</Header>;
}
