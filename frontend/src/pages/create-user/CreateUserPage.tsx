import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function CreateUserPage() {
  return <Header variant="h1">Sign-up new user</Header>;
}
