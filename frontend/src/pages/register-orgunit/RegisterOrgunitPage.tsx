import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function RegisterOrgunitPage() {
  return <Header variant="h1">Register orgunit</Header>;
}
