#import "Core.h"

void CoreLog(NSString *message) { NSLog(@"%@", message); }

@implementation CoreConfig
@end
