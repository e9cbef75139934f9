import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function CreateOrgUserPage() {
  return <Header variant="h1">Add users to your organisation</Header>;
}
