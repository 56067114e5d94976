import { useData } from 'vike-react/useData';
import { ChatPage } from '#presentation/leads/chat/ChatPage';
import type { Data } from './+data';

export default function Page() {
  return <ChatPage data={useData<Data>()} />;
}
