import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function EditOrgunitPage() {
  return <Header variant="h1">Edit orgunit</Header>;
}
